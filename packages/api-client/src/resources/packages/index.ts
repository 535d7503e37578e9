// @portal/api-client/packages: the packages resource's reads, writes and types.
export { packagePaths, packageKeys, packageListQuery, PACKAGE_WRITE_INVALIDATES } from './keys';
export type { PackageListParams } from './keys';
export { packageListQueryOptions, usePackages } from './package-list-query';
export type { Package, PackageList } from './package-list-query';
export { packageTypesQueryOptions, usePackageTypes } from './package-types-query';
export type { PackageType } from './package-types-query';
export {
  createPackage,
  updatePackage,
  deletePackage,
  useCreatePackage,
  useUpdatePackage,
  useDeletePackage,
} from './package-writes';
export type { PackageCreate, PackagePatch, PackageUpdateVariables } from './package-writes';
export {
  orderConfirmationPreviewQueryOptions,
  useOrderConfirmationPreview,
  sendOrderConfirmation,
  deleteOrderConfirmation,
  useSendOrderConfirmation,
  useDeleteOrderConfirmation,
} from './order-confirmations';
export type { OrderConfirmation } from './order-confirmations';
