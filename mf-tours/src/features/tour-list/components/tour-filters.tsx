import { Button } from '@museum/shared';
import { formatDate, quickDays, type TourFilters, type TourLanguage, validDay } from '@museum/shared/domain';
import type { IdName } from '@museum/shared/wire';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './tour-list.module.css';

interface TourFiltersFormProps {
  filters: TourFilters;
  onChange: (filters: TourFilters) => void;
  onReset: () => void;
  canReset: boolean;
  languages: readonly TourLanguage[];
  categories: readonly IdName[];
  /** Empty when the tours are in one venue (SPEC §2: the venue filter only for several venues). */
  venues: readonly IdName[];
  today: string;
}

/** SPEC §2 guided-tour list: language, category, venue and day filters, with a reset action. */
export function TourFiltersForm({
  filters,
  onChange,
  onReset,
  canReset,
  languages,
  categories,
  venues,
  today,
}: TourFiltersFormProps) {
  const { t } = useTranslation('tours');
  const fieldset = useRef<HTMLFieldSetElement>(null);
  return (
    <fieldset ref={fieldset} className={styles.filters}>
      <legend className={styles.legend}>{t('list.filters.legend')}</legend>
      <div className={styles.filterFields}>
        <FilterSelect
          label={t('list.filters.language')}
          allLabel={t('list.filters.allLanguages')}
          options={languages.map((language) => ({ value: language.code, label: language.name }))}
          value={filters.language}
          onChange={(language) => onChange({ ...filters, language })}
        />
        {categories.length > 0 && (
          <FilterSelect
            label={t('list.filters.category')}
            allLabel={t('list.filters.allCategories')}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            value={filters.category === null ? null : String(filters.category)}
            onChange={(category) =>
              onChange({ ...filters, category: category === null ? null : Number(category) })
            }
          />
        )}
        {venues.length > 1 && (
          <FilterSelect
            label={t('list.filters.venue')}
            allLabel={t('list.filters.allVenues')}
            options={venues.map((venue) => ({ value: String(venue.id), label: venue.name }))}
            value={filters.venue === null ? null : String(filters.venue)}
            onChange={(venue) => onChange({ ...filters, venue: venue === null ? null : Number(venue) })}
          />
        )}
      </div>
      <DayFilter day={filters.day} today={today} onChange={(day) => onChange({ ...filters, day })} />
      {canReset && (
        <Button
          variant="secondary"
          onClick={() => {
            onReset();
            // WCAG 2.4.3: this button goes away with the filters; the focus goes to the first of them.
            fieldset.current?.querySelector('select')?.focus();
          }}
          className={styles.reset}
        >
          {t('list.filters.reset')}
        </Button>
      )}
    </fieldset>
  );
}

interface FilterSelectProps {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
}

function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The day: any date, today, tomorrow and the next days (SPEC §3 nextFewDays) as one radio group, and any other
 * date in a date field.
 */
function DayFilter({
  day,
  today,
  onChange,
}: {
  day: string | null;
  today: string;
  onChange: (day: string | null) => void;
}) {
  const { t } = useTranslation('tours');
  const name = useId();
  const dateId = useId();
  // The day the visitor just chose shows at once; the address, which the list reads, follows a moment later
  // (a radio must not spring back while the router updates it).
  const [chosen, setChosen] = useState<{ over: string | null; day: string | null } | null>(null);
  const shown = chosen && chosen.over === day ? chosen.day : day;
  // What the date field holds while it is not a day the list can show: Chromium reports a year typed digit by
  // digit ("0002-07-15", "0020-07-15", …), which written back as no day would empty the field under the fingers.
  const [draft, setDraft] = useState<{ over: string | null; text: string } | null>(null);
  const choose = (next: string | null) => {
    setChosen({ over: day, day: next });
    setDraft(null);
    onChange(next);
  };
  const dateText = draft && draft.over === shown ? draft.text : (shown ?? '');
  const typeDate = (text: string) => {
    const next = validDay(text);
    if (next === null && text !== '') {
      setDraft({ over: shown, text });
      return;
    }
    choose(next);
  };
  const days = quickDays(today);
  const choices = [
    { value: '', label: t('list.filters.anyDay') },
    ...days.map(({ key, date }) => ({
      value: date,
      label: key === 'today' || key === 'tomorrow' ? t(`list.filters.${key}`) : formatDate(date),
    })),
  ];
  return (
    <fieldset className={styles.days}>
      <legend className={styles.filterLabel}>{t('list.filters.day')}</legend>
      <div className={styles.dayRow}>
        <div className={styles.dayChoices}>
          {choices.map((choice) => (
            <label key={choice.value} className={styles.dayChoice}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={(shown ?? '') === choice.value}
                onChange={() => choose(choice.value === '' ? null : choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
        <div className={styles.otherDay}>
          <label htmlFor={dateId} className={styles.filterLabel}>
            {t('list.filters.otherDay')}
          </label>
          <input
            id={dateId}
            type="date"
            className={styles.date}
            min={today}
            value={dateText}
            onChange={(event) => typeDate(event.target.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
