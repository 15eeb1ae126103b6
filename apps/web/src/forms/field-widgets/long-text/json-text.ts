/** Whether text parses as JSON; empty text is no value, not bad JSON. */
export function isValidJson(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
