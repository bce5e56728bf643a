import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootApp } from './app/boot';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
bootApp();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
