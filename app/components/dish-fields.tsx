import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/forms';
import { DISH_NUMBERS, dishField, dishPriceField } from '~/utils/desk-restaurant-details';

type DishLabels = { dish: (n: number) => string; price: string; ofDish: (n: number) => string };

/** The desk speaks English only; the owner's page passes its labels in the page's language. */
const ENGLISH_LABELS: DishLabels = { dish: (n) => `Dish ${n}`, price: 'Price', ofDish: (n) => ` of dish ${n}` };

/** The five dishes to order, each with its optional price: in the desk's listing form and on the owner's page. */
export function DishFields({ field, labels = ENGLISH_LABELS }: { field: (name: string) => FieldMetadata<string>; labels?: DishLabels }) {
  return (
    <>
      {DISH_NUMBERS.map((n) => (
        <div key={n} className="grid grid-cols-[1fr_6rem] gap-x-2 sm:grid-cols-[1fr_8rem]">
          <Field label={labels.dish(n)} inputProps={getInputProps(field(dishField(n)), { type: 'text' })} errors={field(dishField(n)).errors} />
          <Field
            label={<>{labels.price}<span className="sr-only">{labels.ofDish(n)}</span></>}
            inputProps={{ ...getInputProps(field(dishPriceField(n)), { type: 'text' }), inputMode: 'decimal' }}
            errors={field(dishPriceField(n)).errors}
          />
        </div>
      ))}
    </>
  );
}
