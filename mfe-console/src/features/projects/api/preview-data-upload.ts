import { previewDataUpload } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';

/**
 * The seed's dry run on the chosen file. Its refusal (every problem the seed's checks name) is
 * shown on the screen as the server sent it, not as a toast.
 */
export const usePreviewDataUpload = () => useSend({ mutationFn: previewDataUpload, shownInPlace: () => true });
