import type { SubmissionResult } from '@conform-to/react';
import type { Translate } from '~/utils/i18n';
import type { Locale } from '~/utils/locale';
import { DISH_NUMBERS, dishField, dishPriceField, factField } from '~/utils/desk-restaurant-details';
import { factLabel, FACTS } from '~/utils/facts';
import { DESK_WEEKDAYS } from '~/utils/hours-text';
import { hoursField } from '~/utils/desk-restaurant';
import { weekdayName } from '~/utils/open-status';
import { OWNER_NOTE_MAX } from '~/utils/owner-note';

/**
 * The owner's page checks its fields with the desk's rules, whose messages are the desk's
 * English. On a Spanish page each field's message is the owner page's own, one per field:
 * what to write there, in Spanish. An English page keeps the desk's words as they are.
 */
function fieldMessages(t: Translate, locale: Locale): Record<string, string> {
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  return {
    ...Object.fromEntries(
      DESK_WEEKDAYS.map(({ weekday }) => [hoursField(weekday), t('ownerPage.check.hours', { day: capitalised(weekdayName(weekday, { t, locale })) })])
    ),
    ...Object.fromEntries(FACTS.map((f) => [factField(f.key), t('ownerPage.check.fact', { fact: factLabel(f.key, t) })])),
    ...Object.fromEntries(
      DISH_NUMBERS.flatMap((n) => [
        [dishField(n), t('ownerPage.check.dish', { n })],
        [dishPriceField(n), t('ownerPage.check.dishPrice', { n })],
      ])
    ),
    specialHours: t('ownerPage.check.specialHours'),
    phone: t('ownerPage.check.phone'),
    website: t('ownerPage.check.url'),
    reservationUrl: t('ownerPage.check.url'),
    pricePerPerson: t('ownerPage.check.spend'),
    note: t('ownerPage.check.note', { max: OWNER_NOTE_MAX }),
  };
}

/** A refused form's reply with its field messages in the page's language. */
export function repliedInPageWords(reply: SubmissionResult<string[]>, t: Translate, locale: Locale): SubmissionResult<string[]> {
  if (locale === 'en' || !reply.error) return reply;
  const messages = fieldMessages(t, locale);
  const error = Object.fromEntries(Object.entries(reply.error).map(([name, errors]) => [name, errors && messages[name] ? [messages[name]] : errors]));
  return { ...reply, error };
}
