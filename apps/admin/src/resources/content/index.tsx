import { Resource } from 'react-admin';
import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../../lazyPage';
import { contentTypes } from './definitions';

/** The list and the editor (Tiptap, dnd-kit) load when an operator first opens a content type. */
const pages = () => import('./pages');

/** The content resources (content-*), for the admin's resource list. */
export const contentResources = contentTypes.map((def) => (
  <Resource
    key={def.resource}
    name={def.resource}
    options={{ label: def.many }}
    list={lazyPage(pages, (m) => m.contentList(def))}
    edit={lazyPage(pages, (m) => m.contentEdit(def))}
    create={lazyPage(pages, (m) => m.contentCreate(def))}
    icon={ArticleIcon}
    recordRepresentation={(r: { title?: { cs?: string }; question?: { cs?: string } }) =>
      r.title?.cs ?? r.question?.cs ?? ''
    }
  />
));

export const contentResourceNames = contentTypes.map((def) => def.resource);
export { withContent } from './provider';
