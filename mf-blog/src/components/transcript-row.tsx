import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { MediaFile } from '@app/file-contract';
import { downloadFile, haptic } from '@app/shared/telegram';
import { text } from '../text';
import { absoluteUrl, isPdf } from './files';
import { DocumentIcon, DownloadIcon } from './icons';

const Row = styled.div`
  display: flex; align-items: center; gap: 12px; padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.l}; background: ${({ theme }) => theme.colors.sectionBg};
`;
const Icon = styled.span`color: ${({ theme }) => theme.colors.accent}; display: inline-flex;`;
const Texts = styled.span`flex: 1; min-width: 0; display: flex; flex-direction: column;`;
const Name = styled.span`font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`;
const Kind = styled.span`font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;
const Download = styled.a`
  display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  border-radius: 50%; color: ${({ theme }) => theme.colors.link}; background: ${({ theme }) => theme.colors.secondaryBg};
`;

/**
 * The transcript document (spec section 2): its file name, 'PDF Document' or 'Document', and a
 * download. The download is a real link (it works without JS and reads as a link); the tap goes
 * through the Telegram wrapper, since Telegram's webviews do not reliably honour `download`.
 */
export function TranscriptRow({ file }: { file: MediaFile }) {
  const url = absoluteUrl(file.file_url);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    haptic();
    downloadFile(url, file.original_filename);
  };
  return (
    <Row>
      <Icon>
        <DocumentIcon />
      </Icon>
      <Texts>
        <Name>{file.original_filename}</Name>
        <Kind>{isPdf(file) ? text.pdfDocument : text.document}</Kind>
      </Texts>
      <Download
        href={url}
        download={file.original_filename}
        target="_blank"
        rel="noopener"
        aria-label={text.download(file.original_filename)}
        onClick={onClick}
      >
        <DownloadIcon />
      </Download>
    </Row>
  );
}
