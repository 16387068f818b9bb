import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/forms';
import { DISH_NUMBERS, dishField, dishPriceField } from '~/utils/desk-restaurant-details';

/** The five dishes to order, each with its optional price: in the desk's listing form and on the owner's page. */
export function DishFields({ field }: { field: (name: string) => FieldMetadata<string> }) {
  return (
    <>
      {DISH_NUMBERS.map((n) => (
        <div key={n} className="grid grid-cols-[1fr_6rem] gap-x-2 sm:grid-cols-[1fr_8rem]">
          <Field label={`Dish ${n}`} inputProps={getInputProps(field(dishField(n)), { type: 'text' })} errors={field(dishField(n)).errors} />
          <Field
            label={<>Price<span className="sr-only">{` of dish ${n}`}</span></>}
            inputProps={{ ...getInputProps(field(dishPriceField(n)), { type: 'text' }), inputMode: 'decimal' }}
            errors={field(dishPriceField(n)).errors}
          />
        </div>
      ))}
    </>
  );
}
