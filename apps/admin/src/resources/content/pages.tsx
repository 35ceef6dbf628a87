import { Create, Edit } from 'react-admin';
import { EditError } from '../../components';
import { ContentForm } from './ContentForm';
import type { ContentTypeDef } from './definitions';
import { PublicationPanel } from './PublicationPanel';

export { contentList } from './ContentList';

export function contentEdit(def: ContentTypeDef) {
  function ContentEditPage() {
    return (
      <Edit
        title={def.one}
        mutationMode="pessimistic"
        redirect={false}
        error={<EditError />}
        aside={undefined}
      >
        <PublicationPanel def={def} />
        <ContentForm def={def} />
      </Edit>
    );
  }
  return ContentEditPage;
}

export function contentCreate(def: ContentTypeDef) {
  function ContentCreatePage() {
    return (
      <Create title={`${def.one}: nový`} redirect="edit">
        <ContentForm def={def} />
      </Create>
    );
  }
  return ContentCreatePage;
}
