import { createBrowserRouter } from 'react-router-dom';
import { NotFoundPage } from '../features/errors';
import { HomePage } from '../features/home';
import { LocaleRoute } from './routes/LocaleRoute';
import { RootRedirect } from './routes/RootRedirect';

export function createAppRouter() {
  return createBrowserRouter([
    { path: '/', element: <RootRedirect /> },
    {
      path: '/:lang',
      element: <LocaleRoute />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
