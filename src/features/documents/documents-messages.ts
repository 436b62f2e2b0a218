import { defineMessage, defineMessages } from 'react-intl';
import './documents-catalogue';

export const documentMessages = {
  ...defineMessages({
    title: { id: 'documents.list.title', defaultMessage: 'Documents' },
    fileName: { id: 'documents.column.fileName', defaultMessage: 'File name' },
    uploadedBy: { id: 'documents.column.uploadedBy', defaultMessage: 'Uploaded by' },
    createdAt: { id: 'documents.column.createdAt', defaultMessage: 'Created at' },
    download: { id: 'documents.download', defaultMessage: 'Download' },
    uploadTitle: { id: 'documents.upload.title', defaultMessage: 'Add a document' },
    uploadChoose: { id: 'documents.upload.choose', defaultMessage: 'Choose a file' },
    uploadDrop: { id: 'documents.upload.drop', defaultMessage: 'or drop it here' },
    uploading: { id: 'documents.upload.uploading', defaultMessage: 'Sending the file…' },
    uploaded: { id: 'documents.upload.done', defaultMessage: 'The document has been added.' },
    uploadFailed: { id: 'documents.upload.failed', defaultMessage: 'The document could not be added' },
    tooLarge: { id: 'documents.upload.tooLarge', defaultMessage: 'The file is too large.' },
    badType: {
      id: 'documents.upload.badType',
      defaultMessage: 'This type of file is not accepted. Send a PDF, PNG or JPEG file.',
    },
    downloadFailed: { id: 'documents.download.failed', defaultMessage: 'Download failed' },
    success: { id: 'documents.success', defaultMessage: 'Done' },
  }),
  downloadLabel: defineMessage<{ name: string }>({ id: 'documents.download.label', defaultMessage: 'Download {name}' }),
  limits: defineMessage<{ size: string }>({
    id: 'documents.upload.limits',
    defaultMessage: 'PDF, PNG or JPEG, at most {size}.',
  }),
};
