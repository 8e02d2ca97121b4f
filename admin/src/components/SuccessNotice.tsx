import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

interface SuccessNoticeProps {
  message: string | null;
  onClose(): void;
}

/** A short confirmation after an action ("User created"), announced politely, gone after a while. */
export function SuccessNotice({ message, onClose }: SuccessNoticeProps) {
  return (
    <Snackbar open={message !== null} autoHideDuration={6000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
