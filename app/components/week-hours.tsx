import { SPECIAL_DATES_AHEAD_DAYS, upcomingSpecialDates, weeklyScheduleOn, type HoursRow, type LocalTime, type SpecialHoursRow } from '~/utils/hours';
import { useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';
import type { Sources } from '~/utils/source-topics';
import { OwnerUpdated } from './owner-updated';

/**
 * A restaurant's week, today's line marked (and replaced by today's special date when it has
 * one), then its coming special dates: in the page's words, Spanish weekdays and times included.
 */
export function WeekHours({ hours, special, now, sources }: { hours: HoursRow[]; special: SpecialHoursRow[]; now: LocalTime; sources: Sources | undefined }) {
  const words = { t: useT(), locale: useLocale() };
  const { t } = words;
  const today = now.weekday;
  const schedule = weeklyScheduleOn(hours, special, now, words);
  const specialDates = upcomingSpecialDates(special, now.date, SPECIAL_DATES_AHEAD_DAYS, words);
  return (
    <>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('hours.caption')}</caption>
        <tbody>
          {schedule.map((d) => (
            <tr key={d.day} className={d.weekday === today ? 'font-bold text-brand-800' : ''} aria-current={d.weekday === today ? 'date' : undefined}>
              <th scope="row" className="py-1 pr-4 text-left font-medium">{d.weekday === today ? t('hours.today', { day: d.day }) : d.day}</th>
              <td className="py-1">{d.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OwnerUpdated sources={sources} topic="hours" className="mt-2 block text-sm text-stone-700" />
      {specialDates.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t('hours.specialDates')}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {specialDates.map((d) => (
              <li key={d.date}>
                <time dateTime={d.date} className="font-medium">{d.day}</time>
                {` — ${d.text}`}
              </li>
            ))}
          </ul>
          <OwnerUpdated sources={sources} topic="special-hours" />
        </>
      ) : null}
    </>
  );
}
