export { ContactScreen as Component } from '@portal/ui/customer';
