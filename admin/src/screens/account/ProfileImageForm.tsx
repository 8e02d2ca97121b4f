import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphqlMultipart } from '../../api/graphqlMultipart';
import type { CurrentUser } from '../../auth/authContext';
import { ErrorList } from '../../components/ErrorList';
import { UserAvatar } from '../../components/UserAvatar';
import { PROFILE_IMAGE_RULES, profileImageProblems } from '../../lib/profileImageRules';
import { useSubmission } from '../../lib/useSubmission';
import { DeleteUserImageMutation, SetUserImageMutation } from './accountDocuments';

/** Upload (JPEG or PNG, at most 2 MB and 1024×1024) or remove the signed-in user's profile image. */
export function ProfileImageForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const client = useApolloClient();
  const inputId = useId();
  const rulesId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [deleteUserImage] = useMutation(DeleteUserImageMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problems = await profileImageProblems(file);
    if (problems.length > 0) return setErrors(problems);
    await run(async () => {
      const { setUserImage } = await graphqlMultipart(SetUserImageMutation, { id: user.id, profileImage: file });
      // The multipart call bypasses Apollo: put the new URL where every avatar reads it.
      client.cache.modify({ id: client.cache.identify({ __typename: 'User', id: setUserImage.id }), fields: { image: () => setUserImage.image } });
    });
  };

  const remove = () => run(() => deleteUserImage({ variables: { id: user.id } }));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <UserAvatar name={user.name} image={user.image} size={96} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PROFILE_IMAGE_RULES.types.join(',')}
            onChange={(event) => void upload(event)}
            aria-describedby={rulesId}
            hidden
          />
          <Button variant="contained" startIcon={<UploadIcon />} loading={pending} onClick={() => input.current?.click()} aria-describedby={rulesId}>
            {intl.formatMessage({ id: user.image ? 'settings.image.replace' : 'settings.image.upload' })}
          </Button>
          {user.image && (
            <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={pending} onClick={() => void remove()}>
              {intl.formatMessage({ id: 'settings.image.remove' })}
            </Button>
          )}
        </Box>
      </Box>
      <Typography id={rulesId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {intl.formatMessage({ id: 'settings.image.rules' }, { megabytes: PROFILE_IMAGE_RULES.maxMegabytes, side: PROFILE_IMAGE_RULES.maxSide })}
      </Typography>
      <ErrorList errors={errors} />
    </Box>
  );
}
