import { spanishStateLine, type SpanishSummary } from '~/utils/translation-form';

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

/** An item's Spanish version in the desk: none, its state, and whether the English changed since. */
export function SpanishBadge({ state }: { state: SpanishSummary }) {
  const style = state.needsUpdate && state.status !== 'none' ? 'bg-amber-100 text-amber-950' : (STATUS_STYLES[state.status] ?? 'bg-white text-stone-800 ring-1 ring-stone-300');
  return <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${style}`}>{spanishStateLine(state)}</span>;
}
