/** Input and display formats of spec 001 §5.3 and §5.4; values travel as ISO text. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATETIME_INPUT_FORMAT = 'DD/MM/YYYY hh:mm a';
export const DATETIME_DISPLAY_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';
export const ISO_DATE = 'YYYY-MM-DD';
