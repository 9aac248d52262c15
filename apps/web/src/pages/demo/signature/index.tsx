import { ClearOutlined, DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Radio, Slider, Space, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignaturePad } from './use-signature-pad.ts';

const penColours = [
  { name: 'black', value: '#1f1f1f' },
  { name: 'blue', value: '#1677ff' },
  { name: 'red', value: '#cf1322' },
  { name: 'green', value: '#389e0d' },
] as const;

const swatch = (colour: string) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 12,
      height: 12,
      borderRadius: '50%',
      background: colour,
      marginInlineEnd: 6,
      verticalAlign: -1,
    }}
  />
);

/** A signature pad: draw with a mouse, touch or a pen, undo, clear and save the drawing as a PNG. */
export default function SignatureDemoPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState<string>(penColours[0].value);
  const [width, setWidth] = useState(2);
  const pad = useSignaturePad(canvasRef, { color: colour, width });
  const empty = pad.strokes === 0;

  const save = () => {
    const png = pad.toPng();
    if (!png) return;
    const link = document.createElement('a');
    link.href = png;
    link.download = `${t('demoTools.signature.fileName')}.png`;
    link.click();
  };

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoTools.signature.intro')}
        </Typography.Paragraph>
        <Flex wrap gap="large" align="center">
          <Space>
            <Typography.Text id="signature-pen-colour">{t('demoTools.signature.penColor')}</Typography.Text>
            <Radio.Group
              aria-labelledby="signature-pen-colour"
              optionType="button"
              value={colour}
              onChange={(e) => setColour(e.target.value as string)}
              options={penColours.map(({ name, value }) => ({
                value,
                label: (
                  <>
                    {swatch(value)}
                    {t(`demoTools.signature.colors.${name}`)}
                  </>
                ),
              }))}
            />
          </Space>
          <Space>
            <Typography.Text>{t('demoTools.signature.penWidth')}</Typography.Text>
            <Slider
              min={1}
              max={8}
              value={width}
              onChange={setWidth}
              ariaLabelForHandle={t('demoTools.signature.penWidth')}
              style={{ width: 160 }}
            />
          </Space>
        </Flex>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('demoTools.signature.canvas')}
          style={{
            display: 'block',
            width: '100%',
            height: 320,
            // Paper stays white in the dark theme too, so dark ink shows as it will be saved.
            background: '#fff',
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
            cursor: 'crosshair',
            // Touch and pen draw instead of scrolling the page.
            touchAction: 'none',
          }}
        />
        <Flex wrap gap="small" align="center" justify="space-between">
          <Typography.Text type="secondary" aria-live="polite">
            {t('demoTools.signature.strokes', { count: pad.strokes })}
          </Typography.Text>
          <Space wrap>
            <Button icon={<UndoOutlined />} disabled={empty} onClick={pad.undo}>
              {t('demoTools.signature.undo')}
            </Button>
            <Button icon={<ClearOutlined />} disabled={empty} onClick={pad.clear}>
              {t('demoTools.signature.clear')}
            </Button>
            <Button type="primary" icon={<DownloadOutlined />} disabled={empty} onClick={save}>
              {t('demoTools.signature.save')}
            </Button>
          </Space>
        </Flex>
      </Space>
    </Card>
  );
}
