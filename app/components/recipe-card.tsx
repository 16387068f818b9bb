import { Link } from '@remix-run/react';
import type { RecipeCard as Card } from '~/models/recipes.server';
import { formatMinutes } from '~/utils/format';
import { ClockIcon } from './icons';
import { Picture } from './picture';
import { useTextMark } from './in-english';
import { useT } from '~/utils/i18n';
import { useEnglishMark } from '~/utils/locale';
import { cuisineByName } from '~/utils/cuisine-names';

/** Spec: easy green, medium yellow, hard red, anything else grey (dark text on a tint: AA contrast). */
const DIFFICULTY_COLOURS: Record<string, string> = {
  easy: 'bg-green-100 text-green-900',
  medium: 'bg-yellow-100 text-yellow-900',
  hard: 'bg-red-100 text-red-900',
};

function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const t = useT();
  const spanish = useEnglishMark() !== undefined;
  const key = difficulty.toLowerCase();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${DIFFICULTY_COLOURS[key] ?? 'bg-stone-200 text-stone-800'}`}>
      <span className="sr-only">{`${t('recipes.difficultyLabel')} `}</span>
      {/* English shows the editors' word as written; Spanish names the three levels it knows. */}
      {spanish && DIFFICULTY_COLOURS[key] ? t('recipes.difficulty', { difficulty: key }) : difficulty}
    </span>
  );
}

function recipePath(r: Pick<Card, 'id'>) {
  return `/recipe/${r.id}`;
}

function RecipeImage({ r, className, eager }: { r: Card; className: string; eager?: boolean }) {
  return <Picture src={r.imageUrl} placeholder="food" eager={eager} className={className} />;
}

/**
 * A recipe's cuisine in the page's words when it names one of the directory's; otherwise the
 * editor's own word, marked English on a Spanish page.
 */
function useCuisine(typed: string | null) {
  const t = useT();
  const english = useEnglishMark();
  if (!typed) return null;
  const cuisine = cuisineByName(typed, t);
  return { name: cuisine.name, lang: cuisine.known ? undefined : english };
}

/** The card of the recipes grid; "View Recipe" is the link and covers the card. */
export function RecipeCard({ recipe: r, eager = false }: { recipe: Card; eager?: boolean }) {
  const t = useT();
  const lang = useTextMark(r.spanish, 'title');
  const descriptionLang = useTextMark(r.spanish, 'description');
  const cuisine = useCuisine(r.cuisine);
  return (
    <article className="card relative flex h-full flex-col focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <RecipeImage r={r} eager={eager} className="aspect-[8/5] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-center justify-between gap-2 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-4 w-4" />
            <span className="sr-only">{`${t('recipes.cookingTime')} `}</span>
            {formatMinutes(r.cookingTime)}
          </span>{' '}
          <DifficultyBadge difficulty={r.difficulty} />
        </div>
        <h2 lang={lang} className="text-lg font-bold leading-snug text-stone-900">
          {r.title}
        </h2>
        <p className="text-sm text-stone-700">
          {t('recipes.serves', { servings: r.servings ?? t('recipes.notAvailable') })}
          {cuisine ? (
            <>
              {' · '}
              <span lang={cuisine.lang}>{cuisine.name}</span>
            </>
          ) : null}
        </p>
        <p lang={descriptionLang} className="line-clamp-3 text-stone-700">
          {r.description}
        </p>
        <Link
          to={recipePath(r)}
          prefetch="intent"
          aria-label={`${t('recipes.view')}: ${r.title}`}
          className="mt-auto inline-flex min-h-[44px] items-center pt-2 font-semibold text-brand-800 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {t('recipes.view')}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * The recipe card at the top of a recipe page: everything a cook needs
 * before the ingredients, with no essay to scroll past.
 */
export function RecipeSummary({
  recipe: r,
  prepTime,
  author,
  publishedOn,
}: {
  recipe: Card;
  prepTime: number | null;
  author: string;
  publishedOn: React.ReactNode;
}) {
  const t = useT();
  const lang = useTextMark(r.spanish, 'title');
  const descriptionLang = useTextMark(r.spanish, 'description');
  const cuisine = useCuisine(r.cuisine);
  const total = r.cookingTime === null && prepTime === null ? null : (r.cookingTime ?? 0) + (prepTime ?? 0);
  return (
    <header className="card flex flex-col md:flex-row print:border-0 print:shadow-none">
      <RecipeImage r={r} eager className="aspect-[8/5] w-full md:w-2/5 print:hidden" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={r.difficulty} />{' '}
          {cuisine ? (
            <span lang={cuisine.lang} className="text-sm font-medium text-stone-700">
              {cuisine.name}
            </span>
          ) : null}
        </div>
        <h1 lang={lang} className="text-3xl font-extrabold tracking-tight text-stone-900">
          {r.title}
        </h1>
        <p lang={descriptionLang} className="text-stone-800">
          {r.description}
        </p>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Fact label={t('recipes.prep')} value={formatMinutes(prepTime)} />
          <Fact label={t('recipes.cook')} value={formatMinutes(r.cookingTime)} />
          <Fact label={t('recipes.total')} value={formatMinutes(total)} />
          <Fact label={t('recipes.servings')} value={String(r.servings ?? t('recipes.notAvailable'))} />
        </dl>
        <p className="text-sm text-stone-700">
          {`${t('recipes.by', { author })} `}
          {publishedOn}
        </p>
      </div>
    </header>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-stone-100 px-3 py-2 print:bg-white">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-700">{label}</dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
}
