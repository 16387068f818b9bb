import type { PlaceChange } from '~/models/place-events.server';
import type { DigestFrequency } from '~/db/schema';
import { isFactKey, factLabel } from './facts';
import { compactSchedule, formatShortDate, specialHoursText, specialRowsOn, type HoursWords } from './hours';
import type { Translate } from './i18n';
import { LANGUAGE_TAG, SPANISH_PREFIX, TEXT_LANG, type Locale } from './locale';
import { mimeMessage } from './mime';

/**
 * The e-mails of digests (issue 44): the confirmation a diner asks for and the digest
 * itself, each as a text part and an HTML part that say the same and read well in a
 * text browser. Pure: the words come from `t`, the changes from changesBetween.
 * Everything from the site's data is escaped in the HTML part.
 */

export type MailText = { subject: string; text: string; html: string };

/** Where a diner's pages are, in the language they subscribed in. */
export const pagePath = (locale: Locale, path: string) => (locale === 'es' ? `${SPANISH_PREFIX}${path}` : path);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const DAY_FORMAT = new Map<Locale, Intl.DateTimeFormat>();
/** "Nov 28" ("28 nov"): the day a change was seen, in Fort Worth. */
function dayOf(iso: string, locale: Locale) {
  let format = DAY_FORMAT.get(locale);
  if (!format)
    DAY_FORMAT.set(locale, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { month: 'short', day: 'numeric', timeZone: 'America/Chicago' })));
  return format.format(new Date(iso));
}

/** What changed, in a sentence: "New hours: Mon–Thu 11 AM – 10 PM; Fri–Sun Closed". */
export function changeWords(change: PlaceChange['change'], words: HoursWords): string {
  const { t, locale } = words;
  switch (change.kind) {
    case 'listed':
      return t('digests.change.listed');
    case 'reopened':
      return t('digests.change.reopened');
    case 'closed':
      return t('digests.change.closed');
    case 'hours': {
      if (!change.after.length) return t('digests.change.noHours');
      const hours = compactSchedule(change.after, words)
        .map((line) => `${line.days} ${line.text}`)
        .join('; ');
      return t('digests.change.hours', { hours });
    }
    case 'special-dates': {
      const dates = [...new Set(change.changed.map((row) => row.date))].sort();
      const changed = dates.map((date) => `${formatShortDate(date, locale)}: ${specialHoursText(specialRowsOn(change.changed, date), words)}`).join('; ');
      const removed = change.removed.map((date) => formatShortDate(date, locale)).join(', ');
      return [
        changed ? t('digests.change.specialDates', { dates: changed }) : null,
        removed ? t('digests.change.specialDatesRemoved', { dates: removed }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'facts': {
      const gained = change.gained.filter(isFactKey).map((fact) => factLabel(fact, t));
      return gained.length ? t('digests.change.facts', { facts: gained.join(', ') }) : t('digests.change.factsChanged');
    }
    case 'review':
      return t('digests.change.review', { title: change.title });
    case 'guide':
      return t('digests.change.guide', { title: change.title });
  }
}

/** A change's own page: the review or the guide it is about, else the place. */
function changeLink(change: PlaceChange, locale: Locale) {
  if (change.change.kind === 'review') return pagePath(locale, `/review/${change.change.slug}`);
  if (change.change.kind === 'guide') return pagePath(locale, `/guides/${change.change.slug}`);
  return pagePath(locale, `/restaurant/${change.place.slug}`);
}

export type DigestInput = {
  locale: Locale;
  t: Translate;
  origin: string;
  /** What the digest follows, in words (describeFollowedSearch, or "your places"). */
  what: string;
  changes: PlaceChange[];
  unsubscribeUrl: string;
  manageUrl: string;
};

const html = (locale: Locale, title: string, body: string[]) =>
  [
    '<!DOCTYPE html>',
    `<html lang="${TEXT_LANG[locale]}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1c1917;">',
    ...body,
    '</body>',
    '</html>',
  ].join('\n');

/** The footer both parts end with: the one-click way out and the page of all digests. */
function footer(t: Translate, input: { unsubscribeUrl: string; manageUrl: string }) {
  return {
    text: ['--', t('digests.mail.why'), `${t('digests.mail.unsubscribe')}: ${input.unsubscribeUrl}`, `${t('digests.mail.manage')}: ${input.manageUrl}`],
    html: [
      '<hr>',
      `<p>${escapeHtml(t('digests.mail.why'))}</p>`,
      `<p><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t('digests.mail.unsubscribe'))}</a></p>`,
      `<p><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(t('digests.mail.manage'))}</a></p>`,
    ],
  };
}

/** The digest: one entry per change, newest first, each with its place, what changed, the day and a link. */
export function digestMessage(input: DigestInput): MailText {
  const { t, locale, origin, what, changes } = input;
  const words: HoursWords = { t, locale };
  const count = changes.length;
  const subject = t('digests.mail.subject', { count, what });
  const heading = t('digests.mail.heading', { count, what });
  const entries = changes.map((change) => ({
    place: change.place.name,
    said: changeWords(change.change, words),
    day: dayOf(change.at, locale),
    url: `${origin}${changeLink(change, locale)}`,
  }));
  const end = footer(t, input);
  const text = [heading, '', ...entries.flatMap((e) => [`${e.place}: ${e.said}`, `  ${e.day} · ${e.url}`, '']), ...end.text, ''].join('\n');
  const body = [
    `<h1 style="font-size: 1.25em;">${escapeHtml(heading)}</h1>`,
    '<ul>',
    ...entries.map(
      (e) => `<li><p><a href="${escapeHtml(e.url)}"><strong>${escapeHtml(e.place)}</strong></a>: ${escapeHtml(e.said)}<br>${escapeHtml(e.day)}</p></li>`
    ),
    '</ul>',
    ...end.html,
  ];
  return { subject, text, html: html(locale, subject, body) };
}

export type ConfirmationInput = {
  locale: Locale;
  t: Translate;
  what: string;
  frequency: DigestFrequency;
  confirmUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
};

/** The double opt-in: a link to a page whose button confirms (a GET never does: mail scanners open links). */
export function confirmationMessage(input: ConfirmationInput): MailText {
  const { t, locale, what, frequency, confirmUrl } = input;
  const subject = t('digests.mail.confirmSubject');
  const intro = t('digests.mail.confirmIntro', { frequency, what });
  const end = footer(t, input);
  const text = [intro, '', t('digests.mail.confirmAction'), confirmUrl, '', t('digests.mail.confirmIgnore'), '', ...end.text, ''].join('\n');
  const body = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(t('digests.mail.confirmAction'))}<br><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a></p>`,
    `<p>${escapeHtml(t('digests.mail.confirmIgnore'))}</p>`,
    ...end.html,
  ];
  return { subject, text, html: html(locale, subject, body) };
}

/**
 * As raw MIME, with the one-click unsubscribe of RFC 8058: mail providers show an
 * "Unsubscribe" button that POSTs "List-Unsubscribe=One-Click" to the URL.
 */
export function digestMime({
  from,
  to,
  messageId,
  mail,
  unsubscribeUrl,
}: {
  from: string;
  to: string;
  messageId: string;
  mail: MailText;
  unsubscribeUrl: string;
}) {
  return mimeMessage({
    from,
    fromName: 'Fort Worth Eats',
    to,
    subject: mail.subject,
    messageId,
    text: mail.text,
    html: mail.html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
