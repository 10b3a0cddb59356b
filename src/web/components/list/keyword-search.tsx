import { Button, Group } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { keywordSchema } from '../../../common/api/paging.ts';
import { atLeastOneSearchField } from '../../../common/validation/search.ts';
import { SearchTextField } from '../form/search-fields.tsx';
import { useSearchForm } from '../form/search-form.ts';

const searchSchema = z.object({ q: keywordSchema.optional() }).catchall(z.unknown());
/** A search with no default listing: the keyword and the other fields, at least one given. */
const requiredSearchSchema = searchSchema.superRefine(atLeastOneSearchField());

/**
 * The one keyword search bar (spec §5: at least 3 characters, 'Keyword should contain minimum
 * of 3 Characters', checked by the same schema as the server). Submitting an empty box clears
 * the search. `children` go beside the button (other filters of the list). A search with no
 * default listing is `required`: submitted with the keyword and every field in `others` empty,
 * it says 'Please enter at least one field to search.' (spec §5 Search) instead.
 */
export function KeywordSearch(props: KeywordSearchProps) {
  // A new keyword in the URL (Back, "Did you mean …?") is a new form: see useSearchForm.
  return <KeywordSearchForm key={props.value} {...props} />;
}

interface KeywordSearchProps {
  value: string;
  onSearch(keyword: string): void;
  /** The search form's accessible name. */
  label: string;
  hint?: string;
  inputLabel?: string;
  children?: ReactNode;
  width?: number;
  required?: boolean;
  /** The values of the other search fields in `children`, for `required`. */
  others?: Record<string, unknown>;
}

function KeywordSearchForm(props: KeywordSearchProps) {
  const { t } = useTranslation();
  const initial = useMemo(() => new URLSearchParams({ q: props.value }), [props.value]);
  const form = useSearchForm({
    schema: props.required ? requiredSearchSchema : searchSchema,
    params: ['q'] as const,
    initial,
    context: props.others,
    t,
    onSearch: (chosen) => props.onSearch(chosen.q ?? ''),
  });

  return (
    <form onSubmit={form.submit} aria-label={props.label} noValidate>
      <Group align="flex-start" gap="sm">
        <SearchTextField
          {...form.input('q')}
          label={props.inputLabel ?? t('list.keyword')}
          description={props.hint ?? t('list.keywordHint')}
          error={form.errors.q ?? form.formError}
          w={props.width ?? 320}
        />
        <Button type="submit" mt={44}>
          {t('list.search')}
        </Button>
        {props.children}
      </Group>
    </form>
  );
}
