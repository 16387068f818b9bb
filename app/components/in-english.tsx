import { useEnglishMark, useLocale } from '~/utils/locale';
import { isSpanish, type SpanishVersion } from '~/utils/spanish-overlay';

/**
 * Editors' text that has no Spanish yet (issue 43): on a Spanish page it is marked
 * lang="en" and a one-line note above says why; on an English page it renders as
 * before, with no wrapper.
 */
export function InEnglish({
  note,
  children,
  className,
  inSpanish = false,
}: {
  note?: string;
  children: React.ReactNode;
  className?: string;
  /** The text is an editor's Spanish version (spanish-overlay.ts): no note, no mark. */
  inSpanish?: boolean;
}) {
  const locale = useLocale();
  if (locale === 'en' || inSpanish) return className && inSpanish ? <div className={className}>{children}</div> : <>{children}</>;
  return (
    <>
      {note ? <EnglishNote note={note} /> : null}
      <div lang="en" className={className}>
        {children}
      </div>
    </>
  );
}

/** The one-line note that says why what follows is in English; on a Spanish page only. */
export function EnglishNote({ note }: { note: string }) {
  const locale = useLocale();
  if (locale === 'en') return null;
  return <p className="mt-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800 print:hidden">{note}</p>;
}


/**
 * The interface's own words inside an article's blocks (labels, buttons): on a Spanish
 * page they are Spanish inside the text marked English, so they say so; on an English
 * page they render bare.
 */
export function InterfaceWords({ children }: { children: React.ReactNode }) {
  const lang = useEnglishMark();
  return lang ? <span lang="es-US">{children}</span> : <>{children}</>;
}

/**
 * lang="en" for one part of an item on a Spanish page, unless the item's Spanish
 * version covers it (`key` the field, or the whole version when none is given).
 */
export function useTextMark(spanish: SpanishVersion | undefined, key?: string): 'en' | undefined {
  const mark = useEnglishMark();
  return isSpanish(spanish, key) ? undefined : mark;
}
