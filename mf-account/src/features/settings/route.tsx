import { SettingsPage } from './components/settings-page';

export const Component = SettingsPage;
