const STATUS_STYLES: Record<string, string> = {
  draft: 'bg-stone-200 text-stone-900',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-green-100 text-green-900',
  unpublished: 'bg-red-100 text-red-900',
};

/** An item's publication state in the desk's lists. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_STYLES[status] ?? ''}`}>{status}</span>;
}
