export { PasswordTokensScreen as Component } from '@portal/ui/staff';
