import { Button, FileButton, Group, Image, Input, Stack, TextInput } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useUploadItemPicture } from '../api/upload-item-picture.ts';
import { isPictureId, PICTURE_ACCEPT, pictureProblem } from '../model/picture-file.ts';
import type { ItemValues } from '../model/master-form-values.ts';
import type { MasterForm } from './master-form-type.ts';

export interface ItemPictureFieldProps {
  form: MasterForm;
  path: string;
  item: ItemValues;
  /** "item 2 of Brakes", for the picture's description. */
  name: string;
}

/** The item's icon name, or a picture uploaded at once (`POST checklist/photos`) and kept by id. */
export function ItemPictureField({ form, path, item, name }: ItemPictureFieldProps) {
  const upload = useUploadItemPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const field = `${path}.item_icon_or_picture`;

  const choose = (file: File | null) => {
    if (file === null) return;
    const refusal = pictureProblem(file);
    setProblem(refusal);
    if (refusal !== null) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        form.setFieldValue(field, image.file_id);
        form.setFieldValue(`${path}.picture`, image);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const remove = () => {
    form.setFieldValue(field, '');
    form.setFieldValue(`${path}.picture`, null);
  };

  if (isPictureId(item.item_icon_or_picture)) {
    return (
      <Input.Wrapper label="Picture" labelElement="div" error={form.errors[field]}>
        <Group gap="sm" mt={4} wrap="nowrap">
          {item.picture !== null && (
            <Image
              src={item.picture.thumbnail_url}
              alt={`Picture of ${name}`}
              w={64}
              h={64}
              radius="sm"
              fit="cover"
            />
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={remove}
          >
            Remove picture
          </Button>
        </Group>
      </Input.Wrapper>
    );
  }

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Icon name"
          description="Optional; or upload a picture (PNG, JPEG, WebP or GIF, at most 10 MB)"
          style={{ flex: 1 }}
          {...form.getInputProps(field)}
        />
        <FileButton onChange={choose} accept={PICTURE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={upload.isPending}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-label={`Upload picture for ${name}`}
            >
              Upload picture
            </Button>
          )}
        </FileButton>
      </Group>
      {problem !== null && <Input.Error role="alert">{problem}</Input.Error>}
    </Stack>
  );
}
