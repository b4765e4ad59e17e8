import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { Publication } from '@app/blog-contract';
import { errorStatus } from '@app/shared/http';
import { Avatar, ErrorScreen, Hint, Page, QueryView, responsiveImage } from '@app/shared/ui';
import { CategoryBadges } from '@app/shared/widgets';
import { usePublication } from '../api/get-publication';
import { ACTION_BAR_HEIGHT, ActionBar } from '../components/action-bar';
import { absoluteUrl, firstImage, primaryFile } from '../components/files';
import { formatLongDate } from '../components/format-date';
import { ClockIcon } from '../components/icons';
import { listToReturnTo } from '../components/list-return';
import { TranscriptRow } from '../components/transcript-row';
import { text } from '../text';

// react-markdown is only needed by text publications: it loads with the text view, not with the remote.
const MarkdownContent = lazy(() => import('../components/markdown-content'));

const Meta = styled.div`display: flex; align-items: center; gap: 10px; flex-wrap: wrap;`;
const Author = styled.span`font-weight: 600;`;
const Minutes = styled.span`
  display: inline-flex; align-items: center; gap: 4px; color: ${({ theme }) => theme.colors.hint}; font-size: 14px;
`;
const Episode = styled.p`margin: 0; font-size: 14px; font-weight: 600; color: ${({ theme }) => theme.colors.accent};`;
const MainImage = styled.img`
  display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${({ theme }) => theme.radius.l};
  background: ${({ theme }) => theme.colors.sectionBg};
`;
/** The image spans the page's column (the kernel's Page: 16 px gutters, at most 640 px). */
const MAIN_IMAGE_SIZES = '(min-width: 640px) 608px, calc(100vw - 32px)';
const Video = styled.video`display: block; width: 100%; border-radius: ${({ theme }) => theme.radius.l}; background: #000;`;
const Audio = styled.audio`display: block; width: 100%;`;
const Description = styled.p`margin: 0; font-size: 17px; line-height: 1.5;`;
const Spacer = styled.div`height: ${ACTION_BAR_HEIGHT}px; flex: none;`;

function VideoView({ publication }: { publication: Publication }) {
  const video = primaryFile(publication.files, 'video');
  const poster = firstImage(publication.files)?.file_url ?? publication.thumbnail_url ?? undefined;
  if (!video) return <Hint>{text.mediaUnavailable}</Hint>;
  return (
    <Video controls playsInline preload="metadata" poster={poster && absoluteUrl(poster)} aria-label={publication.title}>
      <source src={absoluteUrl(video.file_url)} />
    </Video>
  );
}

function AudioView({ publication }: { publication: Publication }) {
  const audio = primaryFile(publication.files, 'audio');
  const file = firstImage(publication.files);
  const image = file
    ? { url: file.file_url, variants: file.variants }
    : publication.thumbnail_url && { url: publication.thumbnail_url, variants: publication.thumbnail_variants };
  return (
    <>
      {image && (
        <MainImage
          // The screen's largest paint: fetched at once, at the width the column needs.
          {...responsiveImage(absoluteUrl(image.url), image.variants, { sizes: MAIN_IMAGE_SIZES, priority: true })}
          alt={publication.title}
        />
      )}
      {audio ? (
        <Audio controls preload="metadata" aria-label={publication.title} src={absoluteUrl(audio.file_url)} />
      ) : (
        <Hint>{text.mediaUnavailable}</Hint>
      )}
    </>
  );
}

function PublicationView({ publication }: { publication: Publication }) {
  const author = `${publication.author.first_name} ${publication.author.last_name}`.trim();
  const transcript = primaryFile(publication.files, 'document');
  const isText = publication.type === 'text';
  return (
    <>
      {publication.sequence_order != null && publication.series && (
        <Episode>{text.episode(publication.sequence_order, publication.series.title)}</Episode>
      )}
      <Meta>
        <Avatar src={publication.author.photo_url} variants={publication.author.photo_variants} name={author} size={36} />
        <Author>{author}</Author>
        <Minutes>
          <ClockIcon />
          {isText ? text.readingTime(publication.duration) : text.runningTime(publication.duration)}
        </Minutes>
      </Meta>
      <CategoryBadges categories={publication.categories} />
      {publication.type === 'video' && <VideoView publication={publication} />}
      {publication.type === 'audio' && <AudioView publication={publication} />}
      {isText ? (
        <Suspense fallback={<Hint role="status">{text.contentLoading}</Hint>}>
          <MarkdownContent source={publication.content} />
        </Suspense>
      ) : (
        <>
          <Description>{publication.description}</Description>
          <Hint>{text.published(formatLongDate(publication.published_at))}</Hint>
        </>
      )}
      {transcript && <TranscriptRow file={transcript} />}
      <Spacer />
      <ActionBar publication={publication} />
    </>
  );
}

// Spec section 8: an unknown publication and a failed load read differently; only the latter retries.
const notFound = (error: unknown) => errorStatus(error) === 404;

function LoadedPublication({ id }: { id: number }) {
  return (
    <QueryView
      query={usePublication(id)}
      loading={text.publicationLoading}
      errorTitle={(error) => (notFound(error) ? text.publicationNotFound : text.publicationLoadFailed)}
      canRetry={(error) => !notFound(error)}
      retryLabel={text.retry}
    >
      {(publication) => <PublicationView publication={publication} />}
    </QueryView>
  );
}

const parseId = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** /blog/{id} (spec section 2, Publication detail); back to /blog, the tab it was opened from. */
export function PublicationScreen() {
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const { data } = usePublication(id ?? 0, id !== null);
  return (
    <Page back={listToReturnTo()} title={data?.title}>
      {id === null ? <ErrorScreen title={text.publicationMissing} /> : <LoadedPublication id={id} />}
    </Page>
  );
}
