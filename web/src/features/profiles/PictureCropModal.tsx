import { Button, Group, Modal, Progress, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';

interface Props {
  /** The chosen picture as an object URL; null closes the modal. */
  source: string | null;
  /** Percent sent while uploading, null otherwise. */
  progress: number | null;
  onCancel: () => void;
  onCrop: (area: Area) => void;
}

/** Drag and zoom the picture inside a square; what is inside becomes the profile picture. */
export function PictureCropModal({ source, progress, onCancel, onCrop }: Props) {
  const saving = progress !== null;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Modal opened={source !== null} onClose={onCancel} title="Crop your picture" centered>
      <Stack gap="md">
        <div style={{ position: 'relative', height: 300, background: '#222' }}>
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <Text size="sm" id="crop-zoom-label">
          Zoom
        </Text>
        <Slider
          aria-labelledby="crop-zoom-label"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={null}
        />
        {saving && <Progress value={progress} aria-label="Upload progress" animated />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button loading={saving} disabled={!area} onClick={() => area && onCrop(area)}>
            Save picture
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
