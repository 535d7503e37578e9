// @portal/domain/format: its rules, exported by name.
export {
  formatDate,
  formatTime,
  formatDateTime,
  formatDateTimeCompact,
  toPayloadDate,
  calendarDateToPayload,
} from './dates';
export { formatKr, roundKr } from './money';
export { formatDateText, parseDateText } from './dateText';
export { MONTH_NAMES_NB, monthNameNb } from './monthNames';
export { toOre, oreToDecimal, sumKr } from './ore';
