import type { FormEvent, Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { useCommon } from '../i18n/useCommon';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box. */
  onSubmit?: () => void;
  /** The clear button; empties the box when not given. */
  onClear?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function SearchBox({ value, onChange, onSubmit, onClear, inputRef }: SearchBoxProps) {
  const { t } = useCommon();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Box component="form" role="search" onSubmit={submit}>
      <OutlinedInput
        fullWidth
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('catalogue.search')}
        inputRef={inputRef}
        inputProps={{ 'aria-label': t('catalogue.search'), enterKeyHint: 'go' }}
        startAdornment={
          <InputAdornment position="start">
            <Search />
          </InputAdornment>
        }
        endAdornment={
          value ? (
            <InputAdornment position="end">
              <IconButton aria-label={t('catalogue.clearSearch')} onClick={onClear ?? (() => onChange(''))} edge="end">
                <Clear />
              </IconButton>
            </InputAdornment>
          ) : null
        }
        sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </Box>
  );
}
