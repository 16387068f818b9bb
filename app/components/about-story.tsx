import { useLocale, type Locale } from '~/utils/locale';

/**
 * The about page's story and the writers' bios, written once per language (issue 43,
 * item 6): the Spanish is our own telling for Fort Worth readers, not a translation
 * line by line, so it lives here as prose rather than as catalog messages.
 */
const STORY: Record<Locale, { paragraphs: string[]; bios: Record<WriterName, string> }> = {
  en: {
    paragraphs: [
      'Fort Worth Eats is a local food and date-night site for the Dallas-Fort Worth area, written by two TCU alumni who never stopped arguing about where to eat. We started it to give our friends straight answers: where the brisket is worth the line, which patio is best on a warm night, and where to take someone you want to impress.',
      'Everything here is a real local opinion. We pay for our own meals, we go back more than once, and we say so when a place does not live up to its reputation.',
    ],
    bios: {
      'Callie Brooks':
        'Callie covers brunch, patios, bakeries and anything with a good margarita. She has eaten her way down Magnolia Avenue more times than she will admit and still orders the kolaches first.',
      'Marcus Reyes':
        'Marcus handles barbecue, burgers, happy hours and the occasional eating competition. He believes a brisket is only as good as its bark and will drive anywhere in Tarrant County to prove it.',
    },
  },
  es: {
    paragraphs: [
      'Fort Worth Eats es nuestra guía de comida y de salidas en pareja por Dallas-Fort Worth. La escribimos dos exalumnos de TCU que llevan años discutiendo dónde se come mejor. Empezó como una forma de darles a los amigos respuestas claras: dónde vale la pena hacer fila por el brisket, qué patio se disfruta más en una noche calurosa y adónde llevar a esa persona que quieres impresionar.',
      'Todo lo que lees aquí es opinión de gente de aquí. Pagamos lo que comemos, regresamos más de una vez y, si un lugar no está a la altura de su fama, lo decimos.',
    ],
    bios: {
      'Callie Brooks':
        'Callie se encarga del brunch, los patios, las panaderías y cualquier lugar con una buena margarita. Ha recorrido Magnolia Avenue comiendo más veces de las que confiesa, y todavía pide los kolaches antes que nada.',
      'Marcus Reyes':
        'Marcus cubre el barbecue, las hamburguesas, los happy hours y, de vez en cuando, algún concurso de comelones. Para él, un brisket vale lo que vale su costra, y maneja a cualquier rincón del condado de Tarrant para comprobarlo.',
    },
  },
};

export const WRITERS = [
  { name: 'Callie Brooks', gender: 'female' },
  { name: 'Marcus Reyes', gender: 'male' },
] as const;

type WriterName = (typeof WRITERS)[number]['name'];

/** Why Fort Worth Eats exists, in the page's language. */
export function AboutStory() {
  const { paragraphs } = STORY[useLocale()];
  return (
    <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
      {paragraphs.map((text) => (
        <p key={text.slice(0, 24)}>{text}</p>
      ))}
    </div>
  );
}

/** A writer's bio in the page's language. */
export function WriterBio({ name }: { name: WriterName }) {
  return <p className="mt-2 text-stone-700">{STORY[useLocale()].bios[name]}</p>;
}
