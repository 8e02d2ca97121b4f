import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type RowActionProps = { label: string; icon: ReactNode } & ({ to: string; onClick?: undefined } | { onClick(): void; to?: undefined });

/** An icon action in a list row, named by its tooltip: a link to a screen, or a button that opens a dialog. */
export function RowAction({ label, icon, to, onClick }: RowActionProps) {
  return (
    <Tooltip title={label}>
      {to === undefined ? (
        <IconButton onClick={onClick} aria-haspopup="dialog">
          {icon}
        </IconButton>
      ) : (
        <IconButton component={RouterLink} to={to}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
