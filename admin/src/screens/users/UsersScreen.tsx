import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ScreenTitle } from '../../components/ScreenTitle';

/** SPEC.md §2: the dashboard titled "CMS Dashboard" with its users section. */
export function UsersScreen() {
  const intl = useIntl();
  return (
    <>
      <ScreenTitle id="screen.users.title" />
      <Box component="section" aria-labelledby="users-heading" sx={{ mt: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="users-heading" variant="h5" component="h2">
            {intl.formatMessage({ id: 'users.heading' })}
          </Typography>
          <Tooltip title={intl.formatMessage({ id: 'users.addUnavailable' })} describeChild>
            {/* aria-disabled instead of disabled: the button stays focusable, so keyboard users get the hint too. */}
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              aria-disabled="true"
              disableElevation
              disableRipple
              sx={(theme) => ({
                color: theme.palette.action.disabled,
                bgcolor: theme.palette.action.disabledBackground,
                cursor: 'not-allowed',
                '&:hover': { bgcolor: theme.palette.action.disabledBackground },
              })}
            >
              {intl.formatMessage({ id: 'users.add' })}
            </Button>
          </Tooltip>
        </Box>
      </Box>
    </>
  );
}
