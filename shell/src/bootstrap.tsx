import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void boot(createRoot(container));
