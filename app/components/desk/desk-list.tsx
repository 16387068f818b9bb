import { Form, Link } from '@remix-run/react';
import type { SpanishSummary } from '~/utils/translation-form';
import { SpanishBadge, StatusBadge } from './status-badge';

const COLUMNS = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4', 5: 'sm:grid-cols-5' } as const;
const SPAN = { 3: 'sm:col-span-3', 4: 'sm:col-span-4', 5: 'sm:col-span-5' } as const;

/** A desk list's title and its buttons ("New article"…). */
export function DeskListHeading({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      {children}
    </div>
  );
}

/**
 * A desk list's filters: a plain GET form (it works without JavaScript and the
 * address can be shared), the search box first and wide, then the choices.
 */
export function DeskListFilters({
  columns,
  search,
  submit,
  children,
}: {
  columns: keyof typeof COLUMNS;
  search: { label: string; value: string | undefined };
  submit: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="get" className={`grid gap-3 rounded-lg border border-stone-200 bg-white p-4 ${COLUMNS[columns]} sm:items-end`}>
      <label className="block sm:col-span-2">
        <span className="mb-1 block font-medium text-stone-900">{search.label}</span>
        <input type="search" name="q" defaultValue={search.value ?? ''} className="field-input" />
      </label>
      {children}
      <button type="submit" className={`btn-secondary ${SPAN[columns]} sm:justify-self-start`}>
        {submit}
      </button>
    </Form>
  );
}

/** One choice among the filters, "All" first. */
export function ChoiceFilter({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <label className="block">
      <span className="mb-1 block font-medium text-stone-900">{label}</span>
      <select name={name} defaultValue={value ?? ''} className="field-input">
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The items of a desk list, each a link to its editor with one line about it and its state; `empty` when none. */
export function DeskItemList({
  items,
  empty,
}: {
  items: ReadonlyArray<{ id: number; to: string; title: string; line: string; status: string; spanish?: SpanishSummary }>;
  empty: string;
}) {
  if (!items.length) return <p className="text-stone-700">{empty}</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <Link to={item.to} className="font-medium text-brand-800 underline">
              {item.title}
            </Link>
            <p className="text-sm text-stone-700">{item.line}</p>
          </div>
          {/* Each badge brings its own leading space, so a text browser reads them apart. */}
          <div className="flex flex-wrap gap-2">
            {' '}
            <StatusBadge status={item.status} />
            {item.spanish ? (
              <>
                {' '}
                <SpanishBadge state={item.spanish} />
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
