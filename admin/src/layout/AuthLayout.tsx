import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Suspense, type ReactNode } from 'react';
import { Loading } from '../components/Loading';
import { DatabaseOutageBanner } from './DatabaseOutageBanner';
import { LanguageSelect } from './LanguageSelect';

/** Frame of the signed-out screens (login, password and activation): no navigation. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', p: 2 }}>
      <Box sx={{ alignSelf: 'flex-end' }}>
        <LanguageSelect />
      </Box>
      <Paper component="main" sx={{ mt: { xs: 4, md: 10 }, p: 4, width: '100%', maxWidth: 440 }}>
        <DatabaseOutageBanner />
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Paper>
    </Box>
  );
}
