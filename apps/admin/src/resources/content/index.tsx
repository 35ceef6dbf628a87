import { Create, Edit, Resource, useRecordContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { EditError } from '../../components';
import { contentList } from './ContentList';
import { ContentForm } from './ContentForm';
import { contentTypes, type ContentTypeDef } from './definitions';
import { PublicationPanel } from './PublicationPanel';

/** A type only published here: what it is and where its texts are changed. */
function ReadOnlyNote() {
  const record = useRecordContext<{ title?: { cs?: string }; meta?: { cs?: { slug?: string } } }>();
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        {record?.title?.cs}
      </Typography>
      {record?.meta?.cs?.slug && (
        <Typography color="text.secondary">Adresa: {record.meta.cs.slug}</Typography>
      )}
      <Typography sx={{ mt: 1 }}>
        Tady se pobočka jen zveřejňuje; její texty, adresa a otevírací doba se mění zvlášť.
      </Typography>
    </Box>
  );
}

function contentEdit(def: ContentTypeDef) {
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
        {def.readOnly ? <ReadOnlyNote /> : <ContentForm def={def} />}
      </Edit>
    );
  }
  return ContentEditPage;
}

function contentCreate(def: ContentTypeDef) {
  function ContentCreatePage() {
    return (
      <Create title={`${def.one}: nový`} redirect="edit">
        <ContentForm def={def} />
      </Create>
    );
  }
  return ContentCreatePage;
}

/** The content resources (content-*), for the admin's resource list. */
export const contentResources = contentTypes.map((def) => (
  <Resource
    key={def.resource}
    name={def.resource}
    options={{ label: def.many }}
    list={contentList(def)}
    edit={contentEdit(def)}
    create={def.readOnly ? undefined : contentCreate(def)}
    icon={ArticleIcon}
    recordRepresentation={(r: { title?: { cs?: string }; question?: { cs?: string } }) =>
      r.title?.cs ?? r.question?.cs ?? ''
    }
  />
));

export const contentResourceNames = contentTypes.map((def) => def.resource);
export { withContent } from './provider';
