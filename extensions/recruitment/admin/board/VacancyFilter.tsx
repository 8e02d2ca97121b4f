import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useText } from '@blokwerk/admin/extension';
import { ApplicationCountsQuery } from './board-documents';

interface VacancyFilterProps {
  /** Undefined: all vacancies on the site's pipeline. */
  value: number | undefined;
  onChange(vacancyPageID: number | undefined): void;
}

/** Which pipeline the board shows: the site's (every vacancy on it), or one vacancy's; each vacancy with its counts. */
export function VacancyFilter({ value, onChange }: VacancyFilterProps) {
  const text = useText();
  const { data } = useQuery(ApplicationCountsQuery, { fetchPolicy: 'cache-and-network' });
  const vacancies = data?.applicationCounts.vacancies ?? [];
  // Until the counts are in, a vacancy from the address still needs an option to show.
  const known = value === undefined || vacancies.some((v) => v.id === value);
  return (
    <TextField
      select
      size="small"
      label={text('board.vacancy')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      sx={{ minWidth: 280 }}
    >
      <MenuItem value="">{text('board.allVacancies')}</MenuItem>
      {vacancies.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {text('board.vacancyCounts', { title: v.title, total: v.total, new: v.new })}
        </MenuItem>
      ))}
      {!known && <MenuItem value={value}>{`#${value}`}</MenuItem>}
    </TextField>
  );
}
