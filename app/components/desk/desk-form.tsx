import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { ErrorList, Field } from '~/components/forms';

/**
 * A desk form's state: Conform's form and fields, whether a post is under way
 * (the fields lock so nothing is typed into a page about to be replaced), and
 * the props of a text field, a text area and its messages, by field name.
 */
export function useDeskForm<Values extends Record<string, unknown>>(id: string, lastResult: SubmissionResult<string[]> | undefined, defaultValue: Values) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Values>({ id, lastResult, defaultValue: defaultValue as never, shouldValidate: 'onSubmit' });
  const field = (name: string) => fields[name as keyof typeof fields] as unknown as FieldMetadata<string>;
  return {
    form,
    fields,
    busy,
    field,
    text: (name: string, type: 'text' | 'tel' | 'url' = 'text') => getInputProps(field(name), { type }),
    area: (name: string, rows: number) => ({ ...getTextareaProps(field(name)), rows }),
    errors: (name: string) => field(name)?.errors,
  };
}

/** What a desk form is given: the values to start from, the action's messages, the version it edits. */
export type DeskFormProps<Values> = {
  defaultValue: Values;
  lastResult: SubmissionResult<string[]> | undefined;
  version: number;
};

/**
 * The frame of every desk form: it posts the whole form (so it works without
 * JavaScript), carries the version it was loaded with (so a save over another
 * editor's is refused, not lost), then where the item stands and the form's own messages.
 */
export function DeskForm({
  form,
  version,
  state,
  children,
}: {
  form: FormMetadata;
  version: number;
  state?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="version" value={version} />
      {state}
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      {children}
    </Form>
  );
}

/** An item's title and the address made from it. */
export function TitleAndAddress({ desk, example }: { desk: Pick<ReturnType<typeof useDeskForm>, 'text' | 'errors'>; example?: string }) {
  return (
    <>
      <Field label="Title" inputProps={desk.text('title')} errors={desk.errors('title')} />
      <Field
        label="Address (slug): made from the title when left empty"
        inputProps={{ ...desk.text('slug'), placeholder: example, autoCapitalize: 'none', spellCheck: false }}
        errors={desk.errors('slug')}
      />
    </>
  );
}
