import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './providers';
import { appRoutes } from './router';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
