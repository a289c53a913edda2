/**
 * An upstream entity id as it appears in addresses and API queries: a positive
 * whole number, no sign, no leading zero, at most 12 digits (the upstream's ids
 * are integers; anything else names nothing and is a 404 or an empty list).
 * The one spelling of the rule; code that checks an id uses this.
 */
export const NUMERIC_ID_PATTERN = /^[1-9]\d{0,11}$/;
