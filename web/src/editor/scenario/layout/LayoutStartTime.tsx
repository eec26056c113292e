/** The layout's "Start time" field (editor's Show Layout and the facilitator's timeline). */
export function LayoutStartTime({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="field layout-start">
      <label className="field-label" htmlFor={id}>
        Start time
      </label>
      <input
        id={id}
        className="input"
        type="time"
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
