/**
 * Alarm management constants (ISA-18.2 / EEMUA 191 practice). Fixed by the product, not per
 * customer: they define what the measures mean, so every customer's figures compare.
 */
export const ALARM_MANAGEMENT = Object.freeze({
  /** A condition raised and cleared this many times within `chatterWindowS` is chattering. */
  chatterRaises: 3,
  chatterWindowS: 60,
  /** A raise of a condition whose alarm auto-resolved less than this ago reopens that alarm. */
  regroupWithinS: 60,
  /** More than `floodAlarms` new alarms for one customer within `floodWindowS`: a flood. */
  floodAlarms: 10,
  floodWindowS: 600,
  /** An alarm still active after this long is stale ("standing"), listed apart. */
  staleAfterS: 24 * 3600,
  /** Shelving: at least a minute, at most a day. */
  shelveMinS: 60,
  shelveMaxS: 24 * 3600,
  commentMaxChars: 2000,
  reasonMaxChars: 500,
  /** Most alarms one bulk request may act on. */
  bulkMax: 200,
});
