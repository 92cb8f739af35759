import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { useCommon } from '../i18n/useCommon';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useCommon();
  return (
    <OutlinedInput
      fullWidth
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('catalogue.search')}
      inputProps={{ 'aria-label': t('catalogue.search') }}
      startAdornment={
        <InputAdornment position="start">
          <Search />
        </InputAdornment>
      }
      endAdornment={
        value ? (
          <InputAdornment position="end">
            <IconButton aria-label={t('catalogue.clearSearch')} onClick={() => onChange('')} edge="end">
              <Clear />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
