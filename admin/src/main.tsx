import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAdminRouter } from './app/router';
import { DEFAULT_UI_LOCALE, detectUiLocale } from './i18n/locales';
import { fallbackMessages, loadMessages } from './i18n/messages';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // The first paint is already in the user's language: no flash of English.
  let locale = detectUiLocale();
  let messages = fallbackMessages;
  try {
    messages = await loadMessages(locale);
  } catch (error) {
    console.error('Could not load the interface language, using English', error);
    locale = DEFAULT_UI_LOCALE;
  }

  createRoot(root).render(
    <StrictMode>
      <App router={createAdminRouter()} initialLocale={locale} initialMessages={messages} />
    </StrictMode>,
  );
}

void start();
