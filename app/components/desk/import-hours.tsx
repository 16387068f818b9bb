import type { HoursCellReading } from '~/utils/sheet-hours';

/** How a row's hours cells were read, under its line of the import preview: "monday: 11-9 → 11 AM – 9 PM". */
export function HoursReadings({ hours }: { hours: HoursCellReading[] }) {
  if (!hours.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-stone-700">
      {hours.map((h) => (
        <li key={h.column}>
          {`${h.column}: ${h.cell || '(empty)'} → ${h.reading}`}
          {h.doubt ? <strong className="ml-2 font-semibold text-amber-900">{`Check: ${h.doubt}`}</strong> : null}
        </li>
      ))}
    </ul>
  );
}

type Doubt = HoursCellReading & { row: number };

/**
 * The readings that look like a slip of the pen, and the box the editor ticks
 * to say they are what the sheet means. Apply checks the box's value against
 * the file it posts, so an unconfirmed reading is never written.
 */
export function HoursConfirmation({ doubts, confirmKey }: { doubts: Doubt[]; confirmKey: string | null }) {
  if (!confirmKey || !doubts.length) return null;
  return (
    <fieldset className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <legend className="px-1 font-semibold">Check these hours before you apply</legend>
      <ul className="mb-2 list-disc space-y-1 pl-5 text-sm">
        {doubts.map((d) => (
          <li key={`${d.row}:${d.column}`}>{`Row ${d.row}, ${d.column}: ${d.cell} → ${d.reading}. Check: ${d.doubt}`}</li>
        ))}
      </ul>
      <label className="flex items-start gap-2 font-medium">
        <input type="checkbox" name="confirmHours" value={confirmKey} required className="mt-1" />
        <span>These hours are what the sheet means: write them as read</span>
      </label>
    </fieldset>
  );
}
