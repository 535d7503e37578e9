// @portal/domain/package: its rules, exported by name.
export { clampDiscount, packagePrice, hoursInPackage, pricePerPayment } from './price';
export {
  forecastRunOut,
  RUN_OUT_WINDOW_WEEKS,
  RUN_OUT_WINDOW_DAYS,
  NO_RECENT_ACTIVITY_TEXT,
} from './runOut';
export type { RunOutForecast } from './runOut';
export {
  PACKAGE_VALIDITY_MONTHS,
  PACKAGE_TEXTS,
  isPackageActive,
  partitionPackages,
  packageFillPercent,
  packageFillColor,
  packageExpirationDate,
  reactivationExpirationDate,
  isExpiredOn,
} from './status';
export type { FillColor } from './status';
export { packageToDrawFrom } from './draw';
export type { DrawablePackage } from './draw';
export {
  ORDER_CONFIRMATION_PURPOSES,
  orderConfirmationPurpose,
  isOrderConfirmationSent,
  canDeleteOrderConfirmation,
} from './orderConfirmation';
export type { OrderConfirmationPurpose } from './orderConfirmation';
