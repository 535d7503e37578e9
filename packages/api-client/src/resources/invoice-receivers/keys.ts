/** The invoice-receiver routes of the teacher area, relative to the base URL (writes only). */
export const invoiceReceiverPaths = { list: '/user/invoice-receiver/' } as const;

/** A new receiver shows up in the details of the students it pays for. */
export const INVOICE_RECEIVER_WRITE_INVALIDATES = ['/user/student/'] as const;
