import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import classes from './slide-show.module.css';

/** Props of SlideShow. */
export interface SlideShowProps {
  /** Names the slide show for screen readers. */
  label: string;
  /** One entry per slide, with a title for its indicator and group label. */
  slides: { key: string; title: string; content: ReactNode }[];
  /** Show the previous/next arrows (on phones they would cover the text; swipe and dots remain). */
  withControls?: boolean;
}

/** How far (px) a swipe must travel to change the slide. */
const SWIPE_PX = 40;

/**
 * The home page's highlights: one slide at a time, looping, with previous/next arrows, an
 * indicator per slide and swipe on touch screens. Hidden slides are inert, so keyboard users
 * tab only through the slide they see. (Small on purpose: the home page's JavaScript budget.)
 */
export function SlideShow({ label, slides, withControls = true }: SlideShowProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const reduceMotion = useReducedMotion();
  const start = useRef<number | null>(null);
  const count = slides.length;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <Box
      component="section"
      aria-roledescription={t('common.carousel')}
      aria-label={label}
      className={classes.root}
    >
      <div className={classes.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          className={classes.track}
          style={{
            transform: `translateX(-${index * 100}%)`,
            transition: reduceMotion ? 'none' : undefined,
          }}
        >
          {slides.map((s, i) => (
            <div
              key={s.key}
              className={classes.slide}
              role="group"
              aria-roledescription={t('common.slide')}
              aria-label={`${i + 1} of ${count}: ${s.title}`}
              aria-hidden={i !== index}
              inert={i !== index}
              data-active={i === index || undefined}
            >
              {s.content}
            </div>
          ))}
        </div>
        {withControls && count > 1 && (
          <>
            <ActionIcon
              className={classes.control}
              data-side="previous"
              variant="white"
              color="dark"
              radius="xl"
              size={36}
              aria-label={t('common.previousSlide')}
              onClick={() => go(index - 1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              className={classes.control}
              data-side="next"
              variant="white"
              color="dark"
              radius="xl"
              size={36}
              aria-label={t('common.nextSlide')}
              onClick={() => go(index + 1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </>
        )}
      </div>
      {count > 1 && (
        <Group justify="center" gap={8} mt="sm">
          {slides.map((s, i) => (
            <UnstyledButton
              key={s.key}
              className={classes.indicator}
              data-active={i === index || undefined}
              aria-label={`Show slide ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </Group>
      )}
    </Box>
  );
}
