import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { detectUiLocale } from './i18n/locales';
import { startMessages } from './i18n/messageStore';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // The first paint is already in the user's language: no flash of English.
  await startMessages(detectUiLocale());

  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
