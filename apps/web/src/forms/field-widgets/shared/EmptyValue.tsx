/** What a read-only field shows when it holds nothing. */
export function EmptyValue() {
  return (
    <span className="atrium-field-empty" aria-hidden="true">
      —
    </span>
  );
}
